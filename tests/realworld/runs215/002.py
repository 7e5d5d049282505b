"""Sequence tagging-style sentiment model on variable-length token ids (ported from a torch DataLoader)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(1)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

VOCAB = 300


def gen():
    rng = np.random.default_rng(1)
    for _ in range(400):
        label = int(rng.integers(0, 2))
        n = int(rng.integers(5, 30))
        ids = rng.integers(1, VOCAB // 2, size=n) + label * (VOCAB // 2 - 1)
        yield ids.astype(np.int32), np.int32(label)


def add_len(input_ids, label, batch_info):
    lengths = [np.int32(len(x)) for x in input_ids]
    return input_ids, label, lengths


dataset = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False)
dataset = dataset.shuffle(64)
dataset = dataset.batch(16, drop_remainder=True, per_batch_map=add_len,
                        input_columns=["input_ids", "label"],
                        output_columns=["input_ids", "label", "length"])
print("batches per epoch:", dataset.get_dataset_size())


class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=0)
        self.gru = nn.GRU(32, 32, batch_first=True)
        self.head = nn.Dense(32, 2)

    def construct(self, ids):
        out, h = self.gru(self.emb(ids))
        return self.head(h[-1])


net = GRUClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(2):
    for step, batch in enumerate(dataset.create_dict_iterator()):
        loss, grads = grad_fn(batch["input_ids"], batch["label"])
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
