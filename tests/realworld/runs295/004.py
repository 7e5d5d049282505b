# Port of HF GPT2ForSequenceClassification pooling (last non-pad token) to MindSpore GRAPH_MODE
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})
ms.set_seed(0)
PAD_ID = 0

class GPTClassifier(nn.Cell):
    def __init__(self, vocab=300, hidden=64, num_labels=3):
        super().__init__()
        self.wte = nn.Embedding(vocab, hidden)
        self.block = nn.SequentialCell([nn.Dense(hidden, 4 * hidden), nn.GELU(), nn.Dense(4 * hidden, hidden)])
        self.ln_f = nn.LayerNorm((hidden,))
        self.score = nn.Dense(hidden, num_labels, has_bias=False)
    def construct(self, input_ids):
        h = self.wte(input_ids)
        h = self.ln_f(h + self.block(h))
        logits = self.score(h)
        # sequence_lengths = torch.eq(input_ids, pad_token_id).int().argmax(-1) - 1
        sequence_lengths = (input_ids == PAD_ID).astype(ms.int32).argmax(-1).asnumpy() - 1
        batch_idx = np.arange(input_ids.shape[0])
        return logits[Tensor(batch_idx), Tensor(sequence_lengths)]

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        n = rng.integers(4, 20)
        ids = np.zeros(24, np.int32)
        ids[:n] = rng.integers(1, 300, n)
        yield ids, np.int32(rng.integers(0, 3))

data = ds.GeneratorDataset(gen, ["input_ids", "labels"]).batch(16)
net = GPTClassifier()
opt = nn.Adam(net.trainable_params(), 1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
train.set_train()
for epoch in range(2):
    for step, (x, y) in enumerate(data.create_tuple_iterator()):
        loss = train(x, y)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
