"""Imbalanced binary classifier with a class-weighted focal loss (ported from our torch code)."""
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)

rng = np.random.default_rng(11)
N, F = 2048, 12
X = rng.normal(size=(N, F)).astype(np.float32)
y = ((X[:, 0] + 0.5 * X[:, 3] - 1.2) > 0).astype(np.float32)   # ~15 % positives
print(f"positives: {y.mean():.3f}")
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(128, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(F, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)

ALPHA, GAMMA = 0.75, 2.0


def focal_loss(logits, target):
    # torch version: p = torch.sigmoid(logits).detach().cpu().numpy() for the class weights
    p = ops.sigmoid(logits.squeeze(-1)).asnumpy()
    t = target.asnumpy()
    pt = np.where(t == 1, p, 1 - p)
    w = np.where(t == 1, ALPHA, 1 - ALPHA) * (1 - pt) ** GAMMA
    return Tensor(np.mean(-w * np.log(np.clip(pt, 1e-7, 1.0))), ms.float32)


def forward(x, t):
    return focal_loss(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

global_step = 0
for epoch in range(4):
    t0, losses = time.time(), []
    for x, t in train.create_tuple_iterator():
        loss, grads = grad_fn(x, t)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        global_step += 1
        if global_step % 8 == 0:
            print(f"{{'loss': {losses[-1]:.4f}, 'learning_rate': 0.01, 'epoch': {global_step / train.get_dataset_size():.2f}, 'step': {global_step}}}")
    logits = net(Tensor(X)).asnumpy().squeeze(-1)
    acc = ((logits > 0) == (y == 1)).mean()
    recall = ((logits > 0) & (y == 1)).sum() / (y == 1).sum()
    print(f"{{'eval_loss': {np.mean(losses):.4f}, 'eval_accuracy': {acc:.4f}, 'eval_recall': {recall:.4f}, "
          f"'epoch': {epoch + 1}.0, 'epoch_time': {time.time() - t0:.2f}}}")
