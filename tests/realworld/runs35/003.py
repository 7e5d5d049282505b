# Mean-teacher / EMA of the weights. torch loop (bf16/fp16 EMA copy to save memory):
#     ema_p.lerp_(p, 1 - decay)        # torch promotes the float32 source into the half EMA copy
# Port: EMA copy created with astype(float16), student stays float32, update with ops.lerp.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_seed(0)
np.random.seed(0)

student = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
ema = [Parameter(p.value().astype(ms.float16), name="ema." + p.name, requires_grad=False)
       for p in student.trainable_params()]
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(student.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(student(x), y), None, opt.parameters)
x = Tensor(np.random.randn(32, 16).astype(np.float32))
y = Tensor(np.random.randint(0, 2, (32,)).astype(np.int32))
decay = 0.99
for step in range(3):
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
    for e, p in zip(ema, student.trainable_params()):
        ops.assign(e, ops.lerp(e, p, 1 - decay))
print("ema updated")
