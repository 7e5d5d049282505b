"""Linear probing of a pretrained encoder, ported from a HF fine-tuning recipe
(freeze base model, swap the classification head for the new label set)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_seed(0)


class Encoder(nn.Cell):
    def __init__(self, d_in=32, d_model=128, n_layers=2):
        super().__init__()
        self.proj = nn.Dense(d_in, d_model)
        layer = nn.TransformerEncoderLayer(d_model, nhead=4, dim_feedforward=256, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=n_layers)
        self.norm = nn.LayerNorm((d_model,))

    def construct(self, x):
        h = self.encoder(self.proj(x))
        return self.norm(h.mean(axis=1))


class SequenceClassifier(nn.Cell):
    def __init__(self, num_labels):
        super().__init__()
        self.base_model = Encoder()
        self.classifier = nn.Dense(128, num_labels)

    def construct(self, x):
        return self.classifier(self.base_model(x))


def make_split(n, seed, num_labels=5):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(99).normal(0, 1, (num_labels, 32)).astype(np.float32)
    y = rng.integers(0, num_labels, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 16, 32)).astype(np.float32) + protos[y][:, None, :]
    return x, y


model = SequenceClassifier(num_labels=2)   # checkpoint was trained on a binary task
# (pretrained weights for base_model loaded here in the original recipe)

for p in model.base_model.get_parameters():
    p.requires_grad = False

optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()

# new task has 5 labels: replace the head
model.classifier = nn.Dense(128, 5)
print(f"trainable params: {sum(p.size for p in model.trainable_params())}")

x_tr, y_tr = make_split(2000, 0)
x_va, y_va = make_split(500, 1)
train = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True).batch(50)

grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, optimizer.parameters)
for epoch in range(4):
    model.set_train(True)
    losses = []
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    model.set_train(False)
    acc = (model(ms.Tensor(x_va)).asnumpy().argmax(1) == y_va).mean()
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} val_acc {acc:.4f}")
