# Mistake: an HF-style model whose forward builds its output dict incrementally with the Python 3.9
# dict-union operator (`outputs |= {...}`), ported 1:1 into a GRAPH_MODE construct; the graph
# compiler maps `|=` to bitwise_or and has no Dictionary overload.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class TinyClassifier(nn.Cell):
    def __init__(self, vocab=200, hidden=32, num_labels=3):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.encoder = nn.Dense(hidden, hidden)
        self.head = nn.Dense(hidden, num_labels)
        self.loss_fn = nn.CrossEntropyLoss()

    def construct(self, input_ids, labels):
        hidden = ops.tanh(self.encoder(self.embed(input_ids)))
        pooled = hidden.mean(axis=1)
        outputs = {"last_hidden_state": hidden, "pooled": pooled}
        logits = self.head(pooled)
        outputs |= {"logits": logits, "loss": self.loss_fn(logits, labels)}
        return outputs["loss"]


net = TinyClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(net, opt)
rng = np.random.default_rng(0)
for step in range(10):
    ids = Tensor(rng.integers(0, 200, (8, 12)).astype(np.int32))
    labels = Tensor(rng.integers(0, 3, (8,)).astype(np.int32))
    loss = train_step(ids, labels)
    print(f"step {step} loss {loss.asnumpy():.4f}")
