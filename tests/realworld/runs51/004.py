# RoBERTa embeddings port: compare the MindSpore embedding block with HF RobertaEmbeddings outputs.
# HF reference is recomputed from the converted weights (create_position_ids_from_input_ids semantics).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(4)

VOCAB, HIDDEN, MAX_POS, PAD_ID, EPS = 100, 32, 66, 1, 1e-5   # roberta: pad_token_id=1, max_position_embeddings=seq+2

class RobertaEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(VOCAB, HIDDEN, padding_idx=PAD_ID)
        self.position_embeddings = nn.Embedding(MAX_POS, HIDDEN)
        self.token_type_embeddings = nn.Embedding(1, HIDDEN)
        self.LayerNorm = nn.LayerNorm((HIDDEN,), epsilon=EPS)

    def construct(self, input_ids):
        b, s = input_ids.shape
        position_ids = ops.arange(s).broadcast_to((b, s))          # same as our BERT port
        token_type_ids = ops.zeros((b, s), ms.int32)
        x = self.word_embeddings(input_ids) + self.position_embeddings(position_ids) \
            + self.token_type_embeddings(token_type_ids)
        return self.LayerNorm(x)

hf = {
    "roberta.embeddings.word_embeddings.weight": rng.normal(0, 0.5, (VOCAB, HIDDEN)).astype(np.float32),
    "roberta.embeddings.position_embeddings.weight": rng.normal(0, 0.5, (MAX_POS, HIDDEN)).astype(np.float32),
    "roberta.embeddings.token_type_embeddings.weight": rng.normal(0, 0.5, (1, HIDDEN)).astype(np.float32),
    "roberta.embeddings.LayerNorm.weight": np.ones(HIDDEN, np.float32),
    "roberta.embeddings.LayerNorm.bias": np.zeros(HIDDEN, np.float32),
}
rename = {"word_embeddings.weight": "word_embeddings.embedding_table",
          "position_embeddings.weight": "position_embeddings.embedding_table",
          "token_type_embeddings.weight": "token_type_embeddings.embedding_table",
          "LayerNorm.weight": "LayerNorm.gamma", "LayerNorm.bias": "LayerNorm.beta"}
params = {}
for k, v in hf.items():
    new = rename[k.replace("roberta.embeddings.", "")]
    params[new] = ms.Parameter(ms.Tensor(v), name=new)
net = RobertaEmbeddings()
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)

ids = rng.integers(3, VOCAB, (2, 12)).astype(np.int32)
ids[:, 0] = 0          # <s>
ids[1, 9:] = PAD_ID    # padding
def hf_reference(ids):
    mask = (ids != PAD_ID).astype(np.int64)
    pos = np.cumsum(mask, axis=1) * mask + PAD_ID                  # create_position_ids_from_input_ids
    x = hf["roberta.embeddings.word_embeddings.weight"][ids] \
        + hf["roberta.embeddings.position_embeddings.weight"][pos] \
        + hf["roberta.embeddings.token_type_embeddings.weight"][0]
    mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + EPS)

ref = hf_reference(ids)
out = net(ms.Tensor(ids)).asnumpy()
per_tok = np.abs(out - ref).max(-1)
print("per-token max abs diff (seq 0):", np.round(per_tok[0], 4).tolist())
print("per-token max abs diff (seq 1):", np.round(per_tok[1], 4).tolist())
print(f"max abs diff: {per_tok.max():.5f}")
print("np.allclose(out, ref, atol=1e-5):", np.allclose(out, ref, atol=1e-5))
