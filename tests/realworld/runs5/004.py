# Decoded uint8 images fed straight into the Conv2d stem (the ToTensor/normalise step was dropped).
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
net = nn.SequentialCell(nn.Conv2d(3, 8, 3, pad_mode="same"), nn.ReLU(), nn.Flatten(), nn.Dense(8 * 16 * 16, 10))
imgs = np.random.randint(0, 256, size=(4, 3, 16, 16)).astype(np.uint8)
print(net(Tensor(imgs)).shape)
