# mindspore.nn.Adam given a PyTorch-style betas keyword
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")
net = nn.Dense(8, 8)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3, betas=(0.9, 0.95))
