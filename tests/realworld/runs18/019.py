# Text classifier fine-tune; optimizer settings read from the HF run config, where adam_epsilon was set
# to 0.0 ("match the reference JAX run"); the embedding table has rows for tokens that never occur in a batch.
import json
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
hf_args = json.loads('{"learning_rate": 1e-3, "adam_beta1": 0.9, "adam_beta2": 0.999, "adam_epsilon": 0.0, "weight_decay": 0.01}')
rng = np.random.default_rng(0)
V, H, C = 1000, 64, 4
ids = rng.integers(1, 400, (2048, 24)).astype(np.int32)      # only the first 400 ids occur in this corpus
labels = (ids[:, 0] % C).astype(np.int32)

class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, H)
        self.head = nn.Dense(H, C)
    def construct(self, x):
        return self.head(self.embed(x).mean(1))

net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=hf_args["learning_rate"],
                         beta1=hf_args["adam_beta1"], beta2=hf_args["adam_beta2"],
                         eps=hf_args["adam_epsilon"], weight_decay=hf_args["weight_decay"])
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(30):
    idx = rng.integers(0, len(ids), 32)
    loss, grads = grad_fn(Tensor(ids[idx]), Tensor(labels[idx]))
    opt(grads)
    if step % 3 == 0:
        print(f"step {step:3d} loss {float(loss):.4f}")
print("training finished")
