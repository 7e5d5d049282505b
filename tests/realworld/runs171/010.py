"""Data-parallel fine-tune of a tiny MindFormers Llama on 2 workers (msrun), starting from a HF checkpoint.

Rank 0 converts the HF safetensors once and saves a MindSpore checkpoint; the other ranks wait for the file
and load it, so every replica starts from the same weights (the torch script did this with a barrier).
"""
import json
import os
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from safetensors.numpy import load_file
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
print(f"[rank {rank}] world size {world}", flush=True)

HF_DIR = "/home/user/project/hf_tiny_llama"
hf = json.load(open(f"{HF_DIR}/config.json"))
SEQ, BS = 32, 4
config = LlamaConfig(batch_size=BS, seq_length=SEQ, vocab_size=hf["vocab_size"], hidden_size=hf["hidden_size"],
                     intermediate_size=hf["intermediate_size"], num_layers=hf["num_hidden_layers"],
                     num_heads=hf["num_attention_heads"], n_kv_heads=hf["num_key_value_heads"],
                     rms_norm_eps=hf["rms_norm_eps"], tie_word_embeddings=hf["tie_word_embeddings"],
                     compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", param_init_type="float32", fused_rms_norm=False,
                     use_flash_attention=False, use_rope_slice=True)
model = LlamaForCausalLM(config)

NAME_MAP = [("embed_tokens.weight", "tok_embeddings.embedding_weight"), ("self_attn.q_proj", "attention.wq"),
            ("self_attn.k_proj", "attention.wk"), ("self_attn.v_proj", "attention.wv"),
            ("self_attn.o_proj", "attention.wo"), ("mlp.gate_proj", "feed_forward.w1"),
            ("mlp.down_proj", "feed_forward.w2"), ("mlp.up_proj", "feed_forward.w3"),
            ("post_attention_layernorm", "ffn_norm"), ("input_layernorm", "attention_norm"),
            ("model.norm.", "model.norm_out.")]


def output_dir():
    d = f"./output_010/rank_{get_rank()}"
    os.makedirs(d, exist_ok=True)
    return d


converted = os.path.join(output_dir(), "llama_tiny_from_hf.ckpt")
if rank == 0:
    state = load_file(f"{HF_DIR}/model.safetensors")
    for a, b in NAME_MAP:
        state = {k.replace(a, b): v for k, v in state.items()}
    ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in state.items()], converted)
    print(f"[rank 0] converted {len(state)} HF tensors -> {converted}", flush=True)
else:
    waited = 0
    while not os.path.exists(converted):
        if waited % 10 == 0:
            print(f"[rank {rank}] waiting for converted checkpoint {converted} ({waited}s)", flush=True)
        time.sleep(1)
        waited += 1
not_loaded, _ = ms.load_param_into_net(model, ms.load_checkpoint(converted))
print(f"[rank {rank}] loaded {converted}, not loaded: {not_loaded}", flush=True)

rng = np.random.default_rng(100 + rank)
start = rng.integers(0, 120, size=(64, 1))
stride = rng.integers(1, 4, size=(64, 1))
tokens = (3 + (start + stride * np.arange(SEQ + 1)[None, :]) % 120).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(BS, drop_remainder=True)


class CausalLMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


train_step = nn.TrainOneStepCell(CausalLMLoss(model), nn.AdamWeightDecay(model.trainable_params(), 5e-4))
train_step.set_train(True)
for epoch in range(2):
    for step, batch in enumerate(train_ds.create_dict_iterator(num_epochs=1)):
        loss = train_step(batch["input_ids"])
        if step % 4 == 0:
            print(f"[rank {rank}] epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
