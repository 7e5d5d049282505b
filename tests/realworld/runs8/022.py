# healthy: step-decay schedule ported correctly (PyTorch StepLR(step_size=1, gamma=0.8) stepped per epoch): the
# MindSpore LR list decays once per epoch (step_per_epoch=32, decay_epoch=1, is_stair=True); loss and accuracy improve.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_seed(1)
rng = np.random.default_rng(1)
x = rng.normal(size=(2048, 16)).astype(np.float32)
w_true = rng.normal(size=(16, 4)).astype(np.float32)
y = np.argmax(x @ w_true, axis=1).astype(np.int32)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
epochs, steps_per_epoch = 10, 32
lr = nn.exponential_decay_lr(0.05, 0.8, total_step=epochs * steps_per_epoch, step_per_epoch=steps_per_epoch,
                             decay_epoch=1, is_stair=True)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
def forward(a, b):
    return loss_fn(net(a), b)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(epochs):
    total = 0.0
    for s in range(steps_per_epoch):
        a, b = Tensor(x[s * 64:(s + 1) * 64]), Tensor(y[s * 64:(s + 1) * 64])
        loss, grads = grad_fn(a, b)
        opt(grads)
        total += float(loss.asnumpy())
    acc = float((net(Tensor(x)).asnumpy().argmax(1) == y).mean())
    print(f"epoch {epoch + 1}/{epochs} train_loss={total / steps_per_epoch:.4f} train_acc={acc:.3f}", flush=True)
print("training finished")
