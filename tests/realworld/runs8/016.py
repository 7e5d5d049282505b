# Causal attention mask precomputed once for the whole context window, sized from the HF config's
# max_position_embeddings (131072 for this long-context checkpoint) instead of the training seq_length (2048).
# The job runs in a container limited to 6 GiB of host memory (address-space cap set below to stand in for it).
import json, resource, mindspore as ms
from mindspore import ops
ms.set_device("CPU")
resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))
hf_config = {"hidden_size": 64, "num_attention_heads": 4, "max_position_embeddings": 131072, "rope_theta": 500000.0}
seq_length = 2048
max_len = hf_config["max_position_embeddings"]
print(f"building causal mask for {max_len} positions", flush=True)
causal_mask = ops.tril(ops.ones((max_len, max_len), ms.float32))
print("mask", causal_mask.shape, float(causal_mask[:seq_length, :seq_length].sum().asnumpy()), flush=True)
