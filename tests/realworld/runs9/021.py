# Checkpoint saving ported from torch.save(model.state_dict(), f"{output_dir}/checkpoint-{step}/model.ckpt"): HF Trainer
# created the checkpoint-N folder, the port calls ms.save_checkpoint with the same path without creating the folder.
import os
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
output_dir = "outputs/tiny-cls"
os.makedirs(output_dir, exist_ok=True)
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 3))
opt = nn.Adam(net.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(1, 101):
    a = Tensor(rng.normal(size=(32, 16)).astype(np.float32)); b = Tensor(rng.integers(0, 3, 32).astype(np.int32))
    loss, grads = grad_fn(a, b)
    opt(grads)
    if step % 50 == 0:
        print(f"step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
        ms.save_checkpoint(net, f"{output_dir}/checkpoint-{step}/model.ckpt")
        print(f"saved checkpoint-{step}", flush=True)
