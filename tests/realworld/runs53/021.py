# torch.save({"model": ..., "optimizer": ..., "scheduler": scheduler.state_dict(), "epoch": epoch}) port
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)
X = ms.Tensor(np.random.randn(64, 12).astype(np.float32))
Y = ms.Tensor(np.random.randint(0, 3, (64,)).astype(np.int32))
net = nn.SequentialCell([nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 3)])
steps_per_epoch, epochs = 10, 3
lr = nn.cosine_decay_lr(1e-5, 1e-3, steps_per_epoch * epochs, steps_per_epoch, epochs)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
scheduler_state = {"last_epoch": 0, "base_lrs": [1e-3], "T_max": steps_per_epoch * epochs}
for epoch in range(epochs):
    for step in range(steps_per_epoch):
        loss, grads = grad_fn(X, Y)
        opt(grads)
        scheduler_state["last_epoch"] += 1
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
    ms.save_checkpoint(net, f"epoch_{epoch}.ckpt",
                       append_dict={"epoch": epoch, "scheduler": scheduler_state,
                                    "optimizer": opt.parameters_dict()})
    print(f"saved epoch_{epoch}.ckpt")
