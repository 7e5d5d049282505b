"""Tiny GRU sequence tagger (port of a PyTorch tutorial) in PyNative mode (nn.Embedding + nn.GRU + mint.nn.Linear)."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(21)
rng = np.random.default_rng(21)

VOCAB, TAGS, SEQ, EMB, HID = 60, 3, 20, 32, 48

def make(n):
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    tags = np.where(ids < 20, 0, np.where(ids < 40, 1, 2)).astype(np.int32)
    noise = rng.random(tags.shape) < 0.1  # annotation noise, as in the real corpus
    tags[noise] = rng.integers(0, TAGS, size=int(noise.sum()))
    return ids, tags

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.rnn = nn.GRU(EMB, HID, batch_first=True)
        self.out = mint.nn.Linear(HID, TAGS)

    def construct(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.out(h)

tr_ids, tr_tags = make(1200)
va_ids, va_tags = make(200)
train = ds.NumpySlicesDataset({"ids": tr_ids, "tags": tr_tags}, shuffle=True).batch(32, drop_remainder=True)

net = Tagger()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.01)

def forward_fn(ids, tags):
    logits = net(ids)
    loss = loss_fn(logits.reshape(-1, TAGS), tags.reshape(-1))
    return loss, logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

for epoch in range(1, 5):
    net.set_train(True)
    losses = []
    for step, batch in enumerate(train.create_dict_iterator(), 1):
        (loss, _), grads = grad_fn(batch["ids"], batch["tags"])
        optimizer(grads)
        losses.append(loss.item())
        if step % 12 == 0:
            print(f"epoch {epoch} step {step}/{train.get_dataset_size()} loss {np.mean(losses[-12:]):.4f}")
    net.set_train(False)
    pred = net(ms.Tensor(va_ids)).argmax(-1).asnumpy()
    print(f"epoch {epoch}: train_loss={np.mean(losses):.4f} val_token_acc={(pred == va_tags).mean():.4f}")
print("done")
