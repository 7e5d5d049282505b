# RoBERTa-style encoder ported to MindSpore, built from a BertConfig whose defaults were kept:
# transformers BertConfig() has type_vocab_size=2, while the RoBERTa checkpoint (config type_vocab_size=1)
# has a single token-type row.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from transformers import BertConfig

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
cfg = BertConfig(vocab_size=500, hidden_size=64, num_hidden_layers=1, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=130)   # type_vocab_size left at default
print("type_vocab_size", cfg.type_vocab_size)

class Embeddings(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.word_embeddings = nn.Embedding(c.vocab_size, c.hidden_size)
        self.position_embeddings = nn.Embedding(c.max_position_embeddings, c.hidden_size)
        self.token_type_embeddings = nn.Embedding(c.type_vocab_size, c.hidden_size)
        self.LayerNorm = nn.LayerNorm((c.hidden_size,), epsilon=c.layer_norm_eps)
    def construct(self, ids, pos, tt):
        return self.LayerNorm(self.word_embeddings(ids) + self.position_embeddings(pos) + self.token_type_embeddings(tt))

net = Embeddings(cfg)
rng = np.random.default_rng(0)
ckpt = {  # converted roberta embeddings (type_vocab_size=1)
    "word_embeddings.embedding_table": rng.standard_normal((500, 64)),
    "position_embeddings.embedding_table": rng.standard_normal((130, 64)),
    "token_type_embeddings.embedding_table": rng.standard_normal((1, 64)),
    "LayerNorm.gamma": np.ones(64), "LayerNorm.beta": np.zeros(64),
}
params = {k: Parameter(Tensor(v.astype(np.float32)), name=k) for k, v in ckpt.items()}
ms.load_param_into_net(net, params, strict_load=True)
print("loaded")
