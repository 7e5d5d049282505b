# Build a small Llama for long-context pretraining with linear RoPE scaling (settings ported from an old yaml).
import torch
from transformers import LlamaConfig, LlamaForCausalLM

torch.manual_seed(0)
cfg = dict(
    vocab_size=512,
    hidden_size=64,
    intermediate_size=128,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    max_position_embeddings=512,
    rope_scaling={"type": "linear", "scaling_factor": 4.0},
)
print("model config:", cfg)
config = LlamaConfig(**cfg)
model = LlamaForCausalLM(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for step in range(20):
    ids = torch.randint(0, 512, (4, 128))
    loss = model(input_ids=ids, labels=ids).loss
    loss.backward()
    opt.step()
    opt.zero_grad()
    if step % 5 == 0:
        print(f"step {step} loss {loss.item():.4f}")
