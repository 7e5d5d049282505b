# MindSpore port of a PyTorch sentiment classifier training loop (Dataset/DataLoader -> GeneratorDataset).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(13)
rng = np.random.default_rng(13)

VOCAB, DIM, SEQ = 400, 32, 20
POS_WORDS = set(range(10, 40))


class ReviewDataset:
    """Same as the torch Dataset: returns (token_ids, label) with label as an int64 class index."""

    def __init__(self, n):
        self.tokens = rng.integers(40, VOCAB, (n, SEQ)).astype(np.int32)
        self.labels = []
        for i in range(n):
            lab = int(rng.integers(0, 2))
            if lab == 1:
                pos = rng.choice(SEQ, 4, replace=False)
                self.tokens[i, pos] = rng.integers(10, 40, 4)
            self.labels.append(lab)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        return self.tokens[idx], np.array(self.labels[idx], dtype=np.int64)


train_ds = ds.GeneratorDataset(ReviewDataset(1024), column_names=["input_ids", "label"], shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.fc1 = nn.Dense(DIM, 32)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(32, 2)

    def construct(self, ids):
        h = self.embed(ids).mean(1)
        return self.fc2(self.relu(self.fc1(h)))


net = Classifier()
criterion = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)


def forward(ids, label):
    logits = net(ids)
    return criterion(logits, label), logits


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

print(f"batches per epoch: {train_ds.get_dataset_size()}")
for epoch in range(3):
    net.set_train(True)
    correct = seen = 0
    for step, batch in enumerate(train_ds.create_dict_iterator()):
        (loss, logits), grads = grad_fn(batch["input_ids"], batch["label"])
        opt(grads)
        correct += int((logits.argmax(1) == batch["label"]).sum().asnumpy())
        seen += logits.shape[0]
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
    print(f"epoch {epoch} train acc {correct / seen:.4f}")
