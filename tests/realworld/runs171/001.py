"""Continue-pretraining smoke test of a tiny MindFormers Llama on a pre-tokenised corpus.

The corpus was tokenised on the data box and saved as a .npy of token ids; the padding to a fixed
length was written the same way as our torch collate_fn (np.full with the pad id).
"""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(7)
rng = np.random.default_rng(7)

SEQ, VOCAB, BS, PAD = 32, 200, 4, 0

# ---- fake pre-tokenised corpus: variable-length documents of token ids ----
docs = [rng.integers(3, VOCAB, size=rng.integers(12, SEQ + 1)).tolist() for _ in range(64)]


def collate(batch_docs):
    # same as the torch collate: start from a pad-filled buffer and copy each doc in
    out = np.full((len(batch_docs), SEQ + 1), PAD, dtype=np.float32)
    for i, d in enumerate(batch_docs):
        out[i, :len(d)] = d
    return ms.Tensor(out)


config = LlamaConfig(
    batch_size=BS, seq_length=SEQ, vocab_size=VOCAB, hidden_size=64, num_layers=2,
    num_heads=4, n_kv_heads=2, intermediate_size=128, pad_token_id=PAD,
    compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
    rotary_dtype="float32", param_init_type="float32", fused_rms_norm=False,
    use_flash_attention=False, use_past=False,
)
model = LlamaForCausalLM(config)


class LossWrap(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
step_fn = nn.TrainOneStepCell(LossWrap(model), opt)
step_fn.set_train(True)

for epoch in range(2):
    order = rng.permutation(len(docs))
    for it in range(len(docs) // BS):
        batch = collate([docs[j] for j in order[it * BS:(it + 1) * BS]])
        loss = step_fn(batch)
        if it % 4 == 0:
            print(f"epoch {epoch} step {it:3d} loss {float(loss.asnumpy()):.4f}", flush=True)
print("done")
