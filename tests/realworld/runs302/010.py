"""Word-level LSTM language model, ported from pytorch/examples word_language_model (SGD lr=20, clip=0.25)."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(1111)
rng = np.random.default_rng(1111)

NTOKENS, EMSIZE, NHID, NLAYERS, BPTT, BATCH = 50, 64, 128, 2, 35, 20
LR, CLIP, EPOCHS, LOG_INTERVAL = 20.0, 0.25, 3, 10

def make_corpus(n_tokens):
    # Zipf-ish token stream with a simple bigram structure
    trans = rng.dirichlet(np.full(NTOKENS, 0.02), size=NTOKENS)
    seq = [0]
    for _ in range(n_tokens - 1):
        seq.append(rng.choice(NTOKENS, p=trans[seq[-1]]))
    return np.array(seq, np.int32)

def batchify(data, bsz):
    nbatch = len(data) // bsz
    return data[: nbatch * bsz].reshape(bsz, nbatch).T.copy()  # (nbatch, bsz)

class RNNModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.2)
        self.encoder = nn.Embedding(NTOKENS, EMSIZE)
        self.rnn = nn.LSTM(EMSIZE, NHID, NLAYERS, dropout=0.2)
        self.decoder = nn.Dense(NHID, NTOKENS)
    def construct(self, x, h, c):
        emb = self.drop(self.encoder(x))
        out, (h, c) = self.rnn(emb, (h, c))
        out = self.drop(out)
        return self.decoder(out).reshape(-1, NTOKENS), h, c

train_data = batchify(make_corpus(24000), BATCH)
val_data = batchify(make_corpus(3000), 10)
model = RNNModel()
criterion = nn.CrossEntropyLoss()
optimizer = nn.SGD(model.trainable_params(), learning_rate=LR)

def forward_fn(x, y, h, c):
    out, h, c = model(x, h, c)
    return criterion(out, y.reshape(-1)), h, c

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def init_hidden(bsz):
    z = ms.Tensor(np.zeros((NLAYERS, bsz, NHID), np.float32))
    return z, z

def evaluate(data):
    model.set_train(False)
    h, c = init_hidden(data.shape[1])
    total, n = 0.0, 0
    for i in range(0, data.shape[0] - 1, BPTT):
        sl = min(BPTT, data.shape[0] - 1 - i)
        x, y = ms.Tensor(data[i:i + sl]), ms.Tensor(data[i + 1:i + 1 + sl])
        out, h, c = model(x, h, c)
        total += sl * float(criterion(out, y.reshape(-1)).asnumpy())
        n += sl
    return total / n

for epoch in range(1, EPOCHS + 1):
    model.set_train(True)
    h, c = init_hidden(BATCH)
    total_loss = 0.0
    for batch, i in enumerate(range(0, train_data.shape[0] - 1, BPTT)):
        sl = min(BPTT, train_data.shape[0] - 1 - i)
        x, y = ms.Tensor(train_data[i:i + sl]), ms.Tensor(train_data[i + 1:i + 1 + sl])
        h, c = ops.stop_gradient(h), ops.stop_gradient(c)  # repackage_hidden
        (loss, h, c), grads = grad_fn(x, y, h, c)
        # torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
        ops.clip_by_global_norm(grads, CLIP)
        optimizer(grads)
        total_loss += float(loss.asnumpy())
        if batch % LOG_INTERVAL == 0 and batch > 0:
            cur = total_loss / LOG_INTERVAL
            print(f"| epoch {epoch:3d} | {batch:5d}/{train_data.shape[0] // BPTT:5d} batches | lr {LR:02.2f} | "
                  f"loss {cur:5.2f} | ppl {math.exp(min(cur, 700)):8.2f}")
            total_loss = 0.0
    val_loss = evaluate(val_data)
    print("-" * 89)
    print(f"| end of epoch {epoch:3d} | valid loss {val_loss:5.2f} | valid ppl {math.exp(min(val_loss, 700)):8.2f}")
    print("-" * 89)
