# HF Trainer schedule (get_linear_schedule_with_warmup) ported to a per-step lr list for nn.AdamWeightDecay.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(11); np.random.seed(11)

learning_rate = 5e-4
num_train_epochs, batch_size, n = 6, 32, 640
num_training_steps = num_train_epochs * (n // batch_size)
num_warmup_steps = int(0.1 * num_training_steps)

def lr_lambda(current_step):   # copied from transformers.optimization._get_linear_schedule_with_warmup_lr_lambda
    if current_step < num_warmup_steps:
        return float(current_step) / float(max(1, num_warmup_steps))
    return max(0.0, float(num_training_steps - current_step) / float(max(1, num_training_steps - num_warmup_steps)))

lr_schedule = [lr_lambda(s) for s in range(num_training_steps)]
print("lr schedule (first 16):", [round(v, 4) for v in lr_schedule[:16]])

X = np.random.randn(n, 16).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr_schedule, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

step = 0
for epoch in range(num_train_epochs):
    for i in range(0, n, batch_size):
        loss, grads = grad_fn(ms.Tensor(X[i:i + batch_size]), ms.Tensor(y[i:i + batch_size]))
        opt(grads)
        if step % 10 == 0:
            print(f"step {step:4d} | lr {lr_schedule[step]:.4f} | loss {loss.asnumpy():.4f}")
        step += 1
