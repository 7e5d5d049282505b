# Features built with numpy (float64 by default) and wrapped in ms.Tensor like torch.from_numpy, fed to nn.Dense
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

feats = np.random.randn(8, 32)          # float64, torch.from_numpy would keep it too
labels = np.random.randint(0, 4, size=(8,))
clf = nn.Dense(32, 4)
logits = clf(ms.Tensor(feats))
loss = nn.CrossEntropyLoss()(logits, ms.Tensor(labels, ms.int32))
print("loss", loss)
