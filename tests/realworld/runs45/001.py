# Port of a small HF-style text classifier fine-tune (torch.optim.Adam -> mindspore.nn.Adam)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, HIDDEN, NUM_LABELS, SEQ = 500, 64, 3, 24

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.proj = nn.Dense(HIDDEN, HIDDEN, activation="tanh")
        self.classifier = nn.Dense(HIDDEN, NUM_LABELS)

    def construct(self, input_ids):
        h = self.embed(input_ids).mean(axis=1)
        return self.classifier(self.proj(h))

args = dict(learning_rate=3e-4, weight_decay=0.0, num_train_epochs=3, batch_size=16)
model = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
# was: optimizer = torch.optim.Adam(model.parameters(), lr=args["learning_rate"], weight_decay=args["weight_decay"])
optimizer = nn.Adam(model.trainable_params(), lr=args["learning_rate"], weight_decay=args["weight_decay"])

def forward_fn(ids, labels):
    return loss_fn(model(ids), labels)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)
rng = np.random.default_rng(0)
for epoch in range(args["num_train_epochs"]):
    ids = ms.Tensor(rng.integers(0, VOCAB, (args["batch_size"], SEQ)).astype(np.int32))
    labels = ms.Tensor(rng.integers(0, NUM_LABELS, args["batch_size"]).astype(np.int32))
    loss, grads = grad_fn(ids, labels)
    optimizer(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
