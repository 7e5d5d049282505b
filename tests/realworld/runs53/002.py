# HF-style LR scheduler ported: torch LambdaLR lr_lambda passed to the MindSpore optimizer
import math
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

num_warmup_steps, num_training_steps = 10, 100

def lr_lambda(current_step):
    if current_step < num_warmup_steps:
        return float(current_step) / float(max(1, num_warmup_steps))
    progress = float(current_step - num_warmup_steps) / float(max(1, num_training_steps - num_warmup_steps))
    return max(0.0, 0.5 * (1.0 + math.cos(math.pi * progress)))

net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 1)])
base_lr = 1e-3
scheduler = lambda step: base_lr * lr_lambda(step)
optimizer = nn.Adam(net.trainable_params(), learning_rate=scheduler, weight_decay=0.0)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)
x = ms.Tensor(np.random.randn(32, 16).astype(np.float32))
y = ms.Tensor(np.random.randn(32, 1).astype(np.float32))
for step in range(num_training_steps):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    if step % 10 == 0:
        print("step", step, "loss", float(loss.asnumpy()))
