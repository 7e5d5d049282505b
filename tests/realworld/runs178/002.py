"""Image classifier (8x8 digits-like synthetic data), custom PyNative train loop.
Optionally warm-starts from a pretrained backbone checkpoint (re-creating the model)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(3)
rng = np.random.default_rng(3)

NCLS = 10
protos = rng.normal(size=(NCLS, 1, 8, 8)).astype(np.float32)
labels = rng.integers(0, NCLS, 3000).astype(np.int32)
images = (protos[labels] + 0.8 * rng.normal(size=(3000, 1, 8, 8))).astype(np.float32)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=NCLS):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 2 * 2, num_classes)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

config = {"lr": 1e-3, "epochs": 4, "batch_size": 100, "pretrained": "backbone_pretrain.ckpt"}

model = SmallCNN()
optimizer = nn.Adam(model.trainable_params(), learning_rate=config["lr"])
loss_fn = nn.CrossEntropyLoss()

# --- warm start (added later): rebuild model and load pretrained backbone if available ---
if not os.path.exists(config["pretrained"]):
    ms.save_checkpoint(SmallCNN(), config["pretrained"])   # produced by the pretraining job
model = SmallCNN()
not_loaded, _ = ms.load_param_into_net(model, ms.load_checkpoint(config["pretrained"]))
print(f"loaded pretrained weights from {config['pretrained']}, missing: {not_loaded}")

def forward_fn(x, y):
    logits = model(x)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(x, y):
    (loss, logits), grads = grad_fn(x, y)
    optimizer(grads)
    return loss, logits

bs = config["batch_size"]
for epoch in range(1, config["epochs"] + 1):
    model.set_train()
    perm = rng.permutation(len(images))
    tot, correct = 0.0, 0
    for i in range(0, len(images), bs):
        idx = perm[i:i + bs]
        x, y = ms.Tensor(images[idx]), ms.Tensor(labels[idx])
        loss, logits = train_step(x, y)
        tot += loss.asnumpy() * len(idx)
        correct += int((logits.argmax(1) == y).sum().asnumpy())
        step = i // bs + 1
        if step % 10 == 0:
            print(f"Epoch [{epoch}/{config['epochs']}] Step [{step}/{len(images)//bs}] loss: {loss.asnumpy():.4f}")
    print(f"Epoch {epoch}: train_loss={tot/len(images):.4f} train_acc={correct/len(images):.4f}")
