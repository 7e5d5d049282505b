# Pairwise reward-model training (TRL RewardTrainer port): torch loss = -F.logsigmoid(r_chosen - r_rejected).mean()
# written in the port as -log(sigmoid(margin)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(19)
rng = np.random.default_rng(19)

D, N = 64, 2048
w_true = rng.normal(size=D)
a = rng.normal(size=(N, D)).astype(np.float32) * 25
b = rng.normal(size=(N, D)).astype(np.float32) * 25
swap = (a @ w_true) < (b @ w_true)
chosen = np.where(swap[:, None], b, a).astype(np.float32)
rejected = np.where(swap[:, None], a, b).astype(np.float32)
# ~3% of pairs were labelled the wrong way round by annotators
noise = rng.random(N) < 0.03
chosen[noise], rejected[noise] = rejected[noise].copy(), chosen[noise].copy()

reward_model = nn.SequentialCell(nn.Dense(D, 128), nn.GELU(), nn.Dense(128, 1))
opt = nn.AdamWeightDecay(reward_model.trainable_params(), learning_rate=2e-2)

def compute_loss(c, r):
    margin = reward_model(c).squeeze(-1) - reward_model(r).squeeze(-1)
    loss = -ops.log(ops.sigmoid(margin)).mean()
    acc = (margin > 0).astype(ms.float32).mean()
    return loss, acc

grad_fn = ms.value_and_grad(compute_loss, None, opt.parameters, has_aux=True)
step = 0
for epoch in range(3):
    perm = rng.permutation(N)
    for i in range(0, N, 64):
        idx = perm[i:i + 64]
        (loss, acc), grads = grad_fn(ms.Tensor(chosen[idx]), ms.Tensor(rejected[idx]))
        opt(grads)
        if step % 8 == 0:
            print(f"{{'loss': {float(loss.asnumpy()):.4f}, 'accuracy': {float(acc.asnumpy()):.4f}, "
                  f"'learning_rate': 2e-02, 'epoch': {epoch + i / N:.2f}}}")
        step += 1
print("{'train_runtime': 'done'}")
