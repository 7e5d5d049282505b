# Mistake: long-context fine-tune ported from an HF/accelerate run that used context parallelism with
# SDPA attention. Launched with msrun on 2 workers, the MindFormers (mcore) TransformerConfig gets
# context_parallel_size = world size (2) but use_flash_attention stays False (the flash-attention
# kernel is not used in the port); MindFormers context parallelism only works with flash attention.
import mindspore as ms
from mindspore.communication import init, get_rank, get_group_size
from mindformers.parallel_core.transformer_config import TransformerConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} initialised", flush=True)

# values taken from the HF config.json + the accelerate launcher (cp_size = world size)
config = TransformerConfig(
    num_layers=4,
    hidden_size=256,
    num_attention_heads=8,
    ffn_hidden_size=688,
    seq_length=8192,
    tensor_model_parallel_size=1,
    context_parallel_size=world,
    use_flash_attention=False,
)
print(f"rank {rank}: config ready, cp={config.context_parallel_size}", flush=True)
