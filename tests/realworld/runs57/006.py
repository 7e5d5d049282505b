"""LoRA fine-tune of the Llama port; target_modules taken from the HF PEFT LoraConfig of the torch run."""
from mindformers.pet import get_pet_model, LoraConfig
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32",
                  use_rope_slice=True, fused_rms_norm=False, use_past=False)
net = LlamaForCausalLM(cfg)
# torch run: LoraConfig(r=8, lora_alpha=16, target_modules=["q_proj", "v_proj"], lora_dropout=0.05)
pet_cfg = LoraConfig(lora_rank=8, lora_alpha=16, lora_dropout=0.05, target_modules=".*q_proj|.*v_proj")
net = get_pet_model(net, pet_cfg)
trainable = net.trainable_params()
print("trainable parameters:", len(trainable), sum(p.size for p in trainable))
opt = nn.AdamWeightDecay(trainable, learning_rate=1e-3)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
rng = np.random.default_rng(0)
for step in range(10):
    loss = step_cell(ms.Tensor(rng.integers(4, 128, size=(4, 33)).astype(np.int32)))
    print(f"step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)
