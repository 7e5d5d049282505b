# Port of an HF-style sweep script: the run name is built from the hyper-parameters
# (Trainer run_name habit) and used for the checkpoint file written every save_steps.
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_seed(0); np.random.seed(0)
hparams = dict(model="tiny-mlp-classifier", dataset="synthetic-gaussian-blobs-v2", learning_rate=3e-3,
               per_device_train_batch_size=32, gradient_accumulation_steps=1, weight_decay=0.01,
               warmup_ratio=0.06, lr_scheduler_type="cosine_with_restarts", max_grad_norm=1.0,
               label_smoothing_factor=0.1, seed=42, hidden_dropout_prob=0.1, num_train_epochs=3,
               save_steps=30)
run_name = "__".join(f"{k}={v}" for k, v in hparams.items())
out_dir = os.path.join("runs_014")
os.makedirs(out_dir, exist_ok=True)

X = np.random.randn(1200, 16).astype(np.float32)
y = (X[:, 0] * X[:, 1] > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dropout(p=hparams["hidden_dropout_prob"]), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss(label_smoothing=hparams["label_smoothing_factor"])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=hparams["learning_rate"],
                         weight_decay=hparams["weight_decay"])
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for epoch in range(hparams["num_train_epochs"]):
    perm = np.random.permutation(len(X))
    for i in range(0, len(X), hparams["per_device_train_batch_size"]):
        idx = perm[i:i + hparams["per_device_train_batch_size"]]
        loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(y[idx]))
        opt(grads)
        step += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
        if step % hparams["save_steps"] == 0:
            path = os.path.join(out_dir, f"{run_name}__step={step}.ckpt")
            ms.save_checkpoint(net, path)
            print(f"Saving model checkpoint to {path}", flush=True)
