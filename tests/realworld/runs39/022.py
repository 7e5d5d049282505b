# HF DataCollator-style dynamic padding rewritten as a MindSpore per_batch_map: it receives one list per input
# column plus a BatchInfo and returns the padded columns; a small classifier then trains on the batches.
import numpy as np
import mindspore.dataset as ds

np.random.seed(0)
PAD = 0


def gen():
    for i in range(40):
        n = np.random.randint(5, 17)
        label = i % 2
        yield np.random.randint(1 + 500 * label, 500 + 500 * label, n).astype(np.int32), np.array(label, np.int32)


def collate_fn(ids_list, label_list, batch_info):
    """MindSpore per_batch_map: one list per input column, then BatchInfo."""
    max_len = max(len(ids) for ids in ids_list)
    input_ids = np.full((len(ids_list), max_len), PAD, np.int32)
    for i, ids in enumerate(ids_list):
        input_ids[i, :len(ids)] = ids
    return input_ids, np.stack(label_list)


data = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False)
data = data.batch(8, per_batch_map=collate_fn, input_columns=["input_ids", "label"])
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(1000, 16, padding_idx=PAD)
        self.fc = nn.Dense(16, 2)

    def construct(self, ids):
        mask = (ids != PAD).astype(ms.float32)[..., None]
        return self.fc((self.emb(ids) * mask).sum(1) / mask.sum(1))


net = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(6):
    losses = []
    for step, (ids, labels) in enumerate(data.create_tuple_iterator(num_epochs=1)):
        loss, grads = grad_fn(ids, labels)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if epoch == 0:
            print(f"batch {step} input_ids {ids.shape} labels {labels.shape}")
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f}")
