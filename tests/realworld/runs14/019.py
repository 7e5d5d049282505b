# Reproducibility block ported from the PyTorch trainer:
#   torch.manual_seed(seed); torch.use_deterministic_algorithms(True)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

seed = 42
ms.set_seed(seed)
np.random.seed(seed)
ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE, deterministic=True)

net = nn.Dense(8, 2)
print(net(Tensor(np.ones((1, 8), np.float32))))
