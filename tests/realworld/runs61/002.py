# Universal-Transformer style encoder ported from a torch repo: the shared layer is applied
# recursively n_steps times (n_steps comes from the batch, like the torch version).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(0)


class RecurrentEncoder(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.shared_layer = nn.Dense(hidden, hidden)
        self.norm = nn.LayerNorm((hidden,))
        self.classifier = nn.Dense(hidden, num_labels)

    def _encode(self, hidden_states, n_steps):
        # torch: def _encode(self, h, n): return h if n == 0 else self._encode(self.norm(h + F.gelu(self.shared(h))), n - 1)
        if n_steps == 0:
            return hidden_states
        hidden_states = self.norm(hidden_states + ops.gelu(self.shared_layer(hidden_states)))
        return self._encode(hidden_states, n_steps - 1)

    def construct(self, input_ids, n_steps):
        h = self.embed(input_ids)
        h = self._encode(h, n_steps)
        return self.classifier(h.mean(1))


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss_fn = nn.CrossEntropyLoss()

    def construct(self, input_ids, n_steps, labels):
        return self.loss_fn(self.net(input_ids, n_steps), labels)


net = RecurrentEncoder()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(WithLoss(net), opt)

ids = np.random.randint(1, 100, (128, 12)).astype(np.int32)
labels = (ids[:, 0] > 50).astype(np.int32)
act_steps = ms.Tensor(3, ms.int32)   # ACT ponder steps, per batch in the torch code
print("start training, steps per batch:", act_steps)
for step in range(8):
    b = slice(step * 16, (step + 1) * 16)
    loss = train_step(ms.Tensor(ids[b]), act_steps, ms.Tensor(labels[b]))
    print("step", step, "loss", loss)
