# torch.optim.AdamW(model.parameters(), lr=5e-5, betas=(0.9, 0.98), eps=1e-6, weight_decay=0.01)
# ported to MindSpore keeping the keyword arguments.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-5, betas=(0.9, 0.98),
                               eps=1e-6, weight_decay=0.01)
print(optimizer)
