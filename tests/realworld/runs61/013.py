# Mean-pooling sentence embedder ported from a HF modeling file, sized from a transformers LlamaConfig
# (the base model is Llama-family); the pad mask uses config.pad_token_id like the BERT original.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import LlamaConfig

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(13)

config = LlamaConfig(vocab_size=128, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                     num_attention_heads=4, bos_token_id=1, eos_token_id=2)
print(config)


class MeanPoolClassifier(nn.Cell):
    def __init__(self, config, num_labels=2):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.mlp = nn.Dense(config.hidden_size, config.intermediate_size, activation="silu")
        self.out = nn.Dense(config.intermediate_size, num_labels)

    def construct(self, input_ids):
        attention_mask = (input_ids != self.config.pad_token_id).astype(ms.float32)
        h = self.embed_tokens(input_ids) * attention_mask.expand_dims(-1)
        pooled = h.sum(1) / attention_mask.sum(1, keepdims=True)
        return self.out(self.mlp(pooled))


ids = np.random.randint(3, 128, (64, 16)).astype(np.int32)
ids[::2, 12:] = 0
labels = (ids[:, 0] > 64).astype(np.int32)
model = MeanPoolClassifier(config)
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()),
                                nn.Adam(model.trainable_params(), learning_rate=1e-3))
for step in range(4):
    b = slice(step * 16, (step + 1) * 16)
    print("step", step, "loss", train_net(ms.Tensor(ids[b]), ms.Tensor(labels[b])))
