# Training loop ported line by line from PyTorch: optimizer = torch.optim.AdamW(model.parameters(), lr=...)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(8, 32)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(32, 1)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

model = Regressor()
optimizer = nn.AdamWeightDecay(model.parameters(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.MSELoss()
x = Tensor(np.random.randn(64, 8).astype(np.float32))
y = Tensor(np.random.randn(64, 1).astype(np.float32))
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(model(a), b), None, optimizer.parameters)
for step in range(5):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    print(step, float(loss.asnumpy()))
