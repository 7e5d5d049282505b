# Resume fine-tuning with a longer schedule (num_train_epochs 2 -> 4) from a checkpoint that includes optimizer state
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)
X = ms.Tensor(np.random.randn(64, 12).astype(np.float32))
Y = ms.Tensor(np.random.randint(0, 3, (64,)).astype(np.int32))
steps_per_epoch = 20

def build(num_epochs):
    net = nn.SequentialCell([nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 3)])
    total = steps_per_epoch * num_epochs
    lr = nn.cosine_decay_lr(0.0, 1e-3, total, steps_per_epoch, num_epochs)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
    return net, opt

def train(net, opt, steps, start=0):
    loss_fn = nn.CrossEntropyLoss()
    grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
    for s in range(start, start + steps):
        loss, grads = grad_fn(X, Y)
        opt(grads)
        if s % 10 == 0:
            print(f"step {s} loss {loss.asnumpy():.4f} lr {opt.get_lr().asnumpy():.6f}")

# run 1: 2 epochs, save model + optimizer
net, opt = build(2)
train(net, opt, 2 * steps_per_epoch)
save_list = [{"name": p.name, "data": p} for p in net.get_parameters()] + \
            [{"name": p.name, "data": p} for p in opt.get_parameters()]
ms.save_checkpoint(save_list, "run1_last.ckpt")
print("saved run1_last.ckpt")

# run 2: continue for 4 epochs total (HF: --num_train_epochs 4 --resume_from_checkpoint)
net2, opt2 = build(4)
state = ms.load_checkpoint("run1_last.ckpt")
ms.load_param_into_net(net2, state)
not_loaded, _ = ms.load_param_into_net(opt2, state)
print("optimizer params not loaded:", not_loaded)
train(net2, opt2, 2 * steps_per_epoch, start=2 * steps_per_epoch)
