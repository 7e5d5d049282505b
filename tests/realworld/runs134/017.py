"""CRNN-style OCR line recognizer (conv features -> BiLSTM -> CTC). Targets are padded into a numpy array
built with np.zeros, as in the torch data collator."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
CHARS = "0123456789abcdefghijklmnopqrstuvwxyz"
NUM_CLASSES = len(CHARS) + 1          # + blank (index 0)
H, W, T_MAX = 16, 64, 6

class CRNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cnn = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d((2, 2), (2, 2)),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d((2, 1), (2, 1)))
        self.rnn = nn.LSTM(32 * 4, 64, batch_first=False, bidirectional=True)
        self.fc = nn.Dense(128, NUM_CLASSES)
    def construct(self, x):
        f = self.cnn(x)                              # (B, 32, 4, 32)
        b, c, h, w = f.shape
        f = f.reshape(b, c * h, w).transpose(2, 0, 1)   # (T=32, B, C*H)
        out, _ = self.rnn(f)
        return ops.log_softmax(self.fc(out), axis=2)    # (T, B, classes)

def collate(texts):
    targets = np.zeros((len(texts), T_MAX))
    lengths = np.zeros(len(texts), np.int32)
    for i, t in enumerate(texts):
        ids = [CHARS.index(ch) + 1 for ch in t]
        targets[i, :len(ids)] = ids
        lengths[i] = len(ids)
    return targets.astype(np.float32), lengths

net = CRNN()
opt = nn.Adam(net.trainable_params(), 1e-3)

def forward(img, targets, in_lens, tgt_lens):
    log_probs = net(img)
    loss, _ = ops.ctc_loss(log_probs, targets, in_lens, tgt_lens, blank=0, reduction="mean")
    return loss

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(10):
    texts = ["".join(rng.choice(list(CHARS), rng.integers(3, T_MAX + 1))) for _ in range(8)]
    img = rng.random((8, 1, H, W)).astype(np.float32)
    targets, tgt_lens = collate(texts)
    in_lens = np.full(8, W // 2, np.int32)
    loss, grads = grad_fn(ms.Tensor(img), ms.Tensor(targets), ms.Tensor(in_lens), ms.Tensor(tgt_lens))
    opt(grads)
    print(f"step {step} ctc_loss {float(loss.asnumpy()):.4f}")
