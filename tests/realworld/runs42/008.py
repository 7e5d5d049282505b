# Mistake: HF causal-LM loss shifts both sides (logits[..., :-1, :] and labels[..., 1:]); the port
# shifts only the logits and flattens the unshifted labels, so the loss gets 4*31 logit rows and
# 4*32 labels.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
V, H, S = 300, 64, 32

class TinyCausalLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, H)
        self.rnn = nn.GRU(H, H, batch_first=True)
        self.lm_head = nn.Dense(H, V)
        self.loss = nn.CrossEntropyLoss(ignore_index=-100)
    def construct(self, input_ids, labels):
        h, _ = self.rnn(self.embed(input_ids))
        logits = self.lm_head(h)
        shift_logits = logits[:, :-1, :]
        return self.loss(shift_logits.reshape(-1, V), labels.reshape(-1))

net = TinyCausalLM()
train = nn.TrainOneStepCell(net, nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4))
rng = np.random.default_rng(0)
for step in range(10):
    ids = ms.Tensor(rng.integers(0, V, size=(4, S)).astype(np.int32))
    loss = train(ids, ids)          # labels = input_ids.clone(), as in HF DataCollatorForLanguageModeling
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
