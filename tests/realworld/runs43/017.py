# Mistake: vLLM-style offline inference ported to the MindFormers inference layers with
# tensor parallel = world size (2); the vocab size is taken from len(tokenizer) after two chat
# special tokens were added (32000 + 2 + 1 pad = 32003) instead of the padded vocab of the
# checkpoint, and 32003 rows cannot be split evenly across 2 tensor-parallel ranks.
import mindspore as ms
from mindspore.common.initializer import Normal
from mindspore.communication import init, get_rank, get_group_size
from mindformers.parallel_core.transformer_config import TransformerConfig
from mindformers.parallel_core.inference.parallel_state import (
    initialize_model_parallel, get_tensor_model_parallel_group)
from mindformers.parallel_core.inference.tensor_parallel.layers import VocabParallelEmbedding

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank}/{world} initialised", flush=True)
initialize_model_parallel(tensor_model_parallel_size=world)
print(f"rank {rank}: model parallel groups ready (tp={world})", flush=True)

base_vocab, added_special_tokens = 32000, ["<|im_start|>", "<|im_end|>", "<pad>"]
vocab_size = base_vocab + len(added_special_tokens)      # len(tokenizer)
config = TransformerConfig(num_layers=2, hidden_size=256, num_attention_heads=8,
                           tensor_model_parallel_size=world, params_dtype="float32",
                           compute_dtype="float32")
embed = VocabParallelEmbedding(vocab_size, config.hidden_size, init_method=Normal(0.02),
                               config=config, tp_group=get_tensor_model_parallel_group())
print(f"rank {rank}: embedding shard {embed.num_embeddings_per_partition}", flush=True)
