"""Fine-tune a small text classifier head on frozen sentence embeddings.
Trainer-style loop that logs a metrics dict every 10 steps (HF Trainer habit)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(11)
DIM, CLASSES = 64, 3


def build_model():
    return nn.SequentialCell(nn.Dense(DIM, 128), nn.GELU(), nn.Dropout(p=0.1), nn.Dense(128, CLASSES))


rng = np.random.default_rng(5)
centers = rng.normal(0, 1.0, (CLASSES, DIM))
labels = rng.integers(0, CLASSES, 960).astype(np.int32)
emb = (centers[labels] + rng.normal(0, 1.0, (960, DIM))).astype(np.float32)
train = ds.NumpySlicesDataset({"emb": emb, "label": labels}, shuffle=True).batch(32, drop_remainder=True)

model = build_model()
# optimizer / scheduler set-up moved into a helper when the script was refactored
optimizer = nn.AdamWeightDecay(build_model().trainable_params(), learning_rate=2e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()


def compute_loss(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(compute_loss, None, optimizer.parameters, has_aux=True)
model.set_train(True)
global_step = 0
for epoch in range(4):
    for x, y in train.create_tuple_iterator():
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        global_step += 1
        if global_step % 10 == 0:
            acc = float((logits.argmax(-1) == y).astype(ms.float32).mean().asnumpy())
            print({"loss": round(float(loss.asnumpy()), 4), "accuracy": round(acc, 4),
                   "learning_rate": 2e-3, "epoch": round(global_step / 30, 2), "step": global_step})
print({"train_runtime": "done", "train_steps": global_step})
