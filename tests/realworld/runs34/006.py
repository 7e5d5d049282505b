# Training loop ported from torch:  loader = DataLoader(ds, batch_size=32, shuffle=True)
#                                   for epoch in range(E): for batch in loader: ...
# The port builds the iterator once, copying create_dict_iterator(num_epochs=1, output_numpy=True) from the
# MindSpore evaluation snippet, and reuses that iterator object in every epoch like the torch DataLoader.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

class ReviewDataset:                      # torch.utils.data.Dataset port
    def __init__(self, n=320, seq=24, vocab=500):
        self.ids = np.random.randint(1, vocab, (n, seq)).astype(np.int32)
        self.labels = (self.ids[:, 0] > vocab // 2).astype(np.int32)
    def __getitem__(self, i):
        return self.ids[i], self.labels[i]
    def __len__(self):
        return len(self.ids)

train_ds = ds.GeneratorDataset(ReviewDataset(), column_names=["input_ids", "label"], shuffle=True).batch(32)
loader = train_ds.create_dict_iterator(num_epochs=1, output_numpy=True)

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(500, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = BagClassifier()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(3):
    losses = []
    for step, batch in enumerate(loader):
        loss, grads = grad_fn(Tensor(batch["input_ids"]), Tensor(batch["label"]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
        print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}", flush=True)
    print(f"epoch {epoch} done: {len(losses)} steps, mean loss {np.mean(losses):.4f}", flush=True)
