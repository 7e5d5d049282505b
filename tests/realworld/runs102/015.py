"""Tiny MindFormers Llama trained on a toy 'counting' language, saved, and reloaded for evaluation
by the serving script (which builds the model from the team's shared inference config)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(15)
np.random.seed(15)

VOCAB, SEQ = 64, 16


def batch(n):
    start = np.random.randint(0, VOCAB, (n, 1))
    step = np.random.randint(1, 3, (n, 1))
    return ((start + step * np.arange(SEQ + 1)) % VOCAB).astype(np.int32)


def build(num_layers):
    cfg = LlamaConfig(batch_size=8, seq_length=SEQ, hidden_size=64, num_layers=num_layers, num_heads=4,
                      vocab_size=VOCAB, intermediate_size=128, compute_dtype="float32",
                      layernorm_compute_type="float32", softmax_compute_type="float32",
                      rotary_dtype="float32", param_init_type="float32", use_past=False,
                      use_rope_slice=True, fused_rms_norm=False)
    return LlamaForCausalLM(cfg)


# ---- training job ----
model = build(num_layers=2)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3)
train_step = nn.TrainOneStepCell(model, opt)
train_step.set_train(True)
for step in range(1, 61):
    loss = train_step(Tensor(batch(8)))
    if step % 10 == 0:
        print(f"step {step:3d} | loss {float(np.mean(loss.asnumpy())):.4f}", flush=True)
ms.save_checkpoint(model, "tiny_llama_015.ckpt")
print("saved tiny_llama_015.ckpt")

# ---- serving job: model rebuilt with the training hyper-parameters ----
served = build(num_layers=2)
not_loaded, unused = ms.load_param_into_net(served, ms.load_checkpoint("tiny_llama_015.ckpt"))
print(f"load: {len(not_loaded)} params not loaded, {len(unused)} checkpoint params unused")
served.set_train(True)   # LlamaForCausalLM returns the loss in train mode
print(f"eval loss (served model): {float(np.mean(served(Tensor(batch(8))).asnumpy())):.4f}  "
      f"(uniform over vocab = {np.log(VOCAB):.4f})")
