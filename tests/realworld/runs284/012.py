"""Multi-label topic tagging (port of a HF *ForSequenceClassification, problem_type=multi_label_classification)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)

N_FEAT, N_LABELS = 200, 6
TOPICS = ["sports", "politics", "tech", "finance", "health", "travel"]


class TopicDataset:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.proto = np.random.default_rng(123).normal(size=(N_LABELS, N_FEAT)).astype(np.float32)
        self.items = []
        for _ in range(n):
            tags = sorted(rng.choice(TOPICS, size=int(rng.integers(1, 3)), replace=False).tolist())
            labels = [1 if t in tags else 0 for t in TOPICS]
            x = (np.array(labels) @ self.proto + rng.normal(0, 4.0, N_FEAT)).astype(np.float32)
            self.items.append((x, np.array(labels, dtype=np.float32)))

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)


class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(N_FEAT, 128), nn.GELU(), nn.Dropout(p=0.1),
                                     nn.Dense(128, N_LABELS))

    def construct(self, x):
        return self.mlp(x)


train_ds = ds.GeneratorDataset(TopicDataset(1024, 0), ["features", "labels"], shuffle=True).batch(32)
eval_ds = ds.GeneratorDataset(TopicDataset(256, 1), ["features", "labels"], shuffle=False).batch(64)
print(f"train batches {train_ds.get_dataset_size()}, eval batches {eval_ds.get_dataset_size()}")

net = Tagger()
loss_fct = nn.BCEWithLogitsLoss()
EPOCHS = 5
steps_per_epoch = train_ds.get_dataset_size()
lr = nn.cosine_decay_lr(1e-5, 1e-3, EPOCHS * steps_per_epoch, steps_per_epoch, EPOCHS)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)


def forward_fn(x, labels):
    logits = net(x)
    return loss_fct(logits, labels)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

for epoch in range(EPOCHS):
    net.set_train(True)
    total, n = 0.0, 0
    for x, labels in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, labels)
        opt(grads)
        total += float(loss.asnumpy()); n += 1
    net.set_train(False)
    correct = count = 0
    for x, labels in eval_ds.create_tuple_iterator():
        pred = (ops.sigmoid(net(x)) > 0.5).astype(ms.int32).asnumpy()
        correct += (pred == labels.asnumpy()).all(axis=1).sum(); count += pred.shape[0]
    print(f"epoch {epoch} lr {lr[(epoch + 1) * steps_per_epoch - 1]:.2e} train_loss {total / n:.4f} eval_exact_match {correct / count:.3f}")
