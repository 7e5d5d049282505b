# Mistake: SmolLM2-135M (HF config.json: hidden 576, 9 attention heads, 3 KV heads) ported to the
# MindFormers mcore TransformerConfig; the launcher sets tensor_model_parallel_size to the world size
# (2 msrun workers, as the torch script did with tp=world_size for a 32-head model). 9 heads cannot be
# split evenly over 2 tensor-parallel ranks.
import json
import mindspore as ms
from mindspore.communication import init, get_rank, get_group_size
from mindformers.parallel_core.transformer_config import TransformerConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} initialised", flush=True)

hf = json.loads("""{"architectures": ["LlamaForCausalLM"], "hidden_size": 576, "intermediate_size": 1536,
  "num_attention_heads": 9, "num_key_value_heads": 3, "num_hidden_layers": 30, "vocab_size": 49152,
  "max_position_embeddings": 8192, "rms_norm_eps": 1e-05, "rope_theta": 100000, "model_type": "llama"}""")

config = TransformerConfig(
    num_layers=hf["num_hidden_layers"],
    hidden_size=hf["hidden_size"],
    num_attention_heads=hf["num_attention_heads"],
    num_query_groups=hf["num_key_value_heads"],
    ffn_hidden_size=hf["intermediate_size"],
    seq_length=2048,
    tensor_model_parallel_size=world,
)
print(f"rank {rank}: config ready tp={config.tensor_model_parallel_size}", flush=True)
