# Port of an HF-style fine-tune loop: save a checkpoint every 20 steps together with the
# training state (torch.save({"model": ..., "epoch": ..., "args": vars(args)}) habit).
import argparse
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
np.random.seed(0)
parser = argparse.ArgumentParser()
parser.add_argument("--lr", type=float, default=1e-2)
parser.add_argument("--batch_size", type=int, default=16)
parser.add_argument("--save_steps", type=int, default=20)
parser.add_argument("--output_dir", default="ckpt_001")
args = parser.parse_args()

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 64)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(64, 3)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

X = np.random.randn(960, 20).astype(np.float32)
W = np.random.randn(20, 3).astype(np.float32)
y = (X @ W).argmax(1).astype(np.int32)

net = Classifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=args.lr)

def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

import os
os.makedirs(args.output_dir, exist_ok=True)
global_step = 0
for epoch in range(2):
    perm = np.random.permutation(len(X))
    for i in range(0, len(X), args.batch_size):
        idx = perm[i:i + args.batch_size]
        loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(y[idx]))
        opt(grads)
        global_step += 1
        if global_step % 5 == 0:
            print(f"epoch {epoch} step {global_step} loss {loss.asnumpy():.4f}", flush=True)
        if global_step % args.save_steps == 0:
            path = os.path.join(args.output_dir, f"checkpoint-{global_step}.ckpt")
            ms.save_checkpoint(net, path,
                               append_dict={"epoch": epoch, "global_step": global_step,
                                            "args": vars(args)})
            print(f"saved {path}", flush=True)
