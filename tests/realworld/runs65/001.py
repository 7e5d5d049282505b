# Port of a small BERT-style text classifier from PyTorch to MindSpore.
# Weight init copied from HF BertPreTrainedModel._init_weights (model.apply(self._init_weights)).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class Config:
    vocab_size = 1000
    hidden_size = 64
    num_labels = 3
    initializer_range = 0.02
    hidden_dropout_prob = 0.1

class TinyEncoderClassifier(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embeddings = nn.Embedding(config.vocab_size, config.hidden_size)
        self.dense = nn.Dense(config.hidden_size, config.hidden_size)
        self.act = nn.Tanh()
        self.norm = nn.LayerNorm((config.hidden_size,))
        self.classifier = nn.Dense(config.hidden_size, config.num_labels)
        # torch: self.apply(self._init_weights)
        self.apply(self._init_weights)

    def _init_weights(self, module):
        """Initialize the weights (same as HF BertPreTrainedModel)"""
        if isinstance(module, nn.Dense):
            module.weight.normal_(mean=0.0, std=self.config.initializer_range)
            if module.bias is not None:
                module.bias.zero_()
        elif isinstance(module, nn.Embedding):
            module.embedding_table.normal_(mean=0.0, std=self.config.initializer_range)
        elif isinstance(module, nn.LayerNorm):
            module.beta.zero_()
            module.gamma.fill_(1.0)

    def construct(self, input_ids):
        h = self.embeddings(input_ids)
        h = self.norm(self.act(self.dense(h)))
        return self.classifier(h.mean(axis=1))

print("building model ...")
model = TinyEncoderClassifier(Config())
print("params:", sum(p.size for p in model.trainable_params()))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)

def forward(ids, labels):
    return loss_fn(model(ids), labels)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

rng = np.random.default_rng(0)
for step in range(20):
    ids = ms.Tensor(rng.integers(0, 1000, (16, 24)), ms.int32)
    labels = ms.Tensor(rng.integers(0, 3, (16,)), ms.int32)
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
