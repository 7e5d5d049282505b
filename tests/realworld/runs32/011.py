# HF get_linear_schedule_with_warmup(num_warmup_steps=0, num_training_steps=...) ported to MindSpore
# nn.PolynomialDecayLR(power=1.0); the launcher passes args.num_train_epochs as the decay length.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class Args:
    learning_rate = 0.05
    num_train_epochs = 3
    per_device_train_batch_size = 32
args = Args()

X = np.random.randn(512, 16).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
lr_schedule = nn.PolynomialDecayLR(learning_rate=args.learning_rate, end_learning_rate=0.0,
                                   decay_steps=args.num_train_epochs, power=1.0)
opt = nn.SGD(net.trainable_params(), learning_rate=lr_schedule, momentum=0.0)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
global_step = 0
for epoch in range(args.num_train_epochs):
    for i in range(0, 512, args.per_device_train_batch_size):
        lr = float(lr_schedule(Tensor(global_step, ms.int32)).asnumpy())
        loss, grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
        opt(grads)
        if global_step % 4 == 0:
            print(f"epoch {epoch} step {global_step:3d} loss {float(loss.asnumpy()):.6f} lr {lr:.6f}")
        global_step += 1
full = float(loss_fn(net(Tensor(X)), Tensor(Y)).asnumpy())
print(f"final full-batch loss {full:.6f}")
