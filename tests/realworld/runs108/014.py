# Half-precision inference for a ported torch classifier: torch did model.half(); here every parameter is
# set to float16 to halve memory, inputs come from the float32 feature pipeline
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(4)

class FeatureClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 128, activation="gelu")
        self.fc2 = nn.Dense(128, 128, activation="gelu")
        self.out = nn.Dense(128, 6)
    def construct(self, x):
        return self.out(self.fc2(self.fc1(x)))

net = FeatureClassifier()
for p in net.get_parameters():
    p.set_dtype(ms.float16)                       # torch: model.half()
print("param dtypes:", {p.name: str(p.dtype) for p in net.get_parameters()})
net.set_train(False)

rng = np.random.default_rng(4)
for i in range(3):
    feats = rng.normal(size=(64, 32)).astype(np.float32)
    probs = nn.Softmax()(net(ms.Tensor(feats)))
    print(f"batch {i}: predicted classes {np.bincount(probs.argmax(1).asnumpy(), minlength=6)}")
