# Converting the HF PyTorch checkpoint (pytorch_model.bin) to a MindSpore checkpoint on the training box with
# MindFormers' Llama converter; the box has only the MindSpore stack installed.
import os
from mindformers.models.llama.convert_weight import convert_pt_to_ms
os.makedirs("hf_llama_tiny", exist_ok=True)
open("hf_llama_tiny/pytorch_model.bin", "wb").write(b"\x80\x02}q\x00.")
print("converting hf_llama_tiny -> llama_tiny.ckpt", flush=True)
convert_pt_to_ms("hf_llama_tiny", "llama_tiny.ckpt", dtype="fp16")
print("done")
