# Seq2seq encoder ported from PyTorch (nn.GRU batch_first=True) with an explicit initial hidden state
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, EMB, HID, LAYERS, BATCH, SEQ = 200, 32, 48, 2, 4, 10


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.rnn = nn.GRU(EMB, HID, num_layers=LAYERS, batch_first=True)
        self.out = nn.Dense(HID, VOCAB)

    def construct(self, ids):
        b = ids.shape[0]
        # batch_first=True, so the hidden state is batch-first as well
        h0 = ops.zeros((b, LAYERS, HID), ms.float32)
        out, hn = self.rnn(self.emb(ids), h0)
        return self.out(out)


enc = Encoder()
opt = nn.Adam(enc.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()


def forward(ids, tgt):
    return loss_fn(enc(ids).reshape(-1, VOCAB), tgt.reshape(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
ids = ms.Tensor(np.random.randint(0, VOCAB, (BATCH, SEQ)).astype(np.int32))
for step in range(5):
    loss, grads = grad_fn(ids, ids)
    opt(grads)
    print("step", step, "loss", loss.asnumpy())
