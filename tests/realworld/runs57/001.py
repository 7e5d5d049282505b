"""Port of a HF Llama fine-tune smoke test to MindFormers: tiny LlamaForCausalLM trained on CPU."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

SEQ = 32
cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=SEQ, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32", use_past=False, use_rope_slice=True, fused_rms_norm=False)
net = LlamaForCausalLM(cfg)
net.set_train(True)

# toy corpus: repeating arithmetic patterns, HF-style input_ids of length seq_length + 1
corpus = []
for start in range(16):
    step = 1 + start % 3
    corpus.append([(start + step * i) % 120 + 4 for i in range(SEQ + 1)])
corpus = np.array(corpus, dtype=np.int32)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.0)

train_step = nn.TrainOneStepCell(net, opt)
train_step.set_train(True)

for step in range(40):
    idx = np.random.choice(len(corpus), 4, replace=False)
    batch = ms.Tensor(corpus[idx])
    loss = train_step(batch)
    if step % 5 == 0 or step == 39:
        print(f"step {step:3d} loss {float(np.mean(loss.asnumpy())):.4f}", flush=True)
print("training finished")
