"""Sentiment classifier: token ids come from a pandas-style float matrix (padded with NaN->0)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

VOCAB, SEQ, EMB = 500, 24, 32
rng = np.random.default_rng(1)
# token ids were stored in a float CSV column block (pandas upcasts to float64 when NaNs are present)
tokens = rng.integers(1, VOCAB, size=(256, SEQ)).astype(np.float64)
tokens[:, 20:] = np.nan
tokens = np.nan_to_num(tokens, nan=0.0).astype(np.float32)
labels = rng.integers(0, 2, size=256).astype(np.int32)

class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB, padding_idx=0)
        self.conv = nn.Conv1d(EMB, 64, 3, pad_mode="pad", padding=1)
        self.fc = nn.Dense(64, 2)
    def construct(self, ids):
        x = self.embedding(ids)            # (B, S, E)
        x = ops.relu(self.conv(x.transpose(0, 2, 1)))
        x = x.max(axis=2)
        return self.fc(x)

dataset = ds.NumpySlicesDataset({"input_ids": tokens, "label": labels}, shuffle=True).batch(32)
net = TextCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4)

def forward_fn(ids, y):
    logits = net(ids)
    return loss_fn(logits, y), logits

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)
for epoch in range(2):
    for step, (ids, y) in enumerate(dataset.create_tuple_iterator()):
        (loss, _), grads = grad_fn(ids, y)
        opt(grads)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
