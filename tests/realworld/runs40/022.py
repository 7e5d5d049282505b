# Healthy: twin of 003 with the output dict filled key by key instead of `outputs |= {...}`;
# GRAPH_MODE TrainOneStepCell on a learnable toy task (label = first token id % 3), 30 steps.
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
        outputs["logits"] = logits
        outputs["loss"] = self.loss_fn(logits, labels)
        return outputs["loss"]


net = TinyClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-2)
train_step = nn.TrainOneStepCell(net, opt)
rng = np.random.default_rng(0)
ids_all = rng.integers(0, 200, (32, 12)).astype(np.int32)
labels_all = (ids_all[:, 0] % 3).astype(np.int32)
for step in range(30):
    j = (step % 4) * 8
    loss = train_step(Tensor(ids_all[j:j + 8]), Tensor(labels_all[j:j + 8]))
    print(f"step {step} loss {loss.asnumpy():.4f}")
print("training finished")
